import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';

@InputType()
export class RegisterPlayerInput {
  @Field({ description: 'Display name, 1-40 characters, no control characters.' })
  @ApiProperty({ example: 'Valentin', minLength: 1, maxLength: 40, description: 'Display name, 1-40 characters.' })
  @IsString()
  @Length(1, 40)
  @Matches(/^[^\p{Cc}]+$/u, { message: 'name must not contain control characters' })
  name!: string;
}
